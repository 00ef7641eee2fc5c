import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText';

const fromServer = new ApiError('Incorrect email or password', {
  status: 401,
  kind: 'http',
  body: { success: false, message: 'Incorrect email or password' },
});
const refusedSilently = new ApiError('Login failed', {
  status: 200,
  kind: 'rejected',
  body: { success: false },
});
const offline = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: 'network' });
const slow = new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: 'timeout' });

describe('errorText', () => {
  it("prefers the server's own message over every fallback", () => {
    expect(errorText(fromServer)).toBe('Incorrect email or password');
    expect(errorText(fromServer, 'Failed')).toBe('Incorrect email or password');
    expect(errorText(fromServer, { unexplained: 'a', unanswered: 'b', unexpected: 'c' })).toBe(
      'Incorrect email or password',
    );
  });

  it("uses the fallback, else the call's default, when the server refused without a message", () => {
    expect(errorText(refusedSilently)).toBe('Login failed');
    expect(errorText(refusedSilently, 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
  });

  it('keeps the connection sentence unless an unanswered fallback is given', () => {
    expect(errorText(offline, 'Failed to add address')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorText(slow)).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(errorText(offline, { unanswered: 'Please try again' })).toBe('Please try again');
  });

  it('never leaks the text of an error that is not an ApiError', () => {
    expect(errorText(new TypeError('x is undefined'))).toBe('Something went wrong');
    expect(errorText('boom', 'Logout failed')).toBe('Logout failed');
    expect(errorText(new Error('boom'), { unexpected: 'An unexpected error occurred.' })).toBe(
      'An unexpected error occurred.',
    );
  });
});
