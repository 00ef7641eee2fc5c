import { ApiError, AUTH, NETWORK_ERROR_MESSAGE } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../actions';
import { authFailure, responseMessage } from './feedback';

const fromServer = new ApiError('Incorrect email or password', {
  status: 401,
  kind: 'http',
  body: { success: false, message: 'Incorrect email or password' },
});
const withoutMessage = new ApiError('Login failed', {
  status: 500,
  kind: 'http',
  body: { success: false },
});
const offline = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: 'network' });

describe('authFailure', () => {
  it('shows the server message', () => {
    expect(errorText(fromServer, authFailure())).toBe('Incorrect email or password');
    expect(errorText(fromServer, authFailure(AUTH.loginFailedRetry))).toBe(
      'Incorrect email or password',
    );
  });

  it('asks to retry when the server answered without a message', () => {
    expect(errorText(withoutMessage, authFailure(AUTH.loginFailedRetry))).toBe(
      'Login failed. Please try again.',
    );
    expect(errorText(withoutMessage, authFailure())).toBe('Login failed');
  });

  it('keeps the network sentence when no answer arrived', () => {
    expect(errorText(offline, authFailure(AUTH.loginFailedRetry))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('falls back to the generic line for anything that is not an API failure', () => {
    expect(errorText(new TypeError('x is undefined'), authFailure())).toBe(
      'An unexpected error occurred.',
    );
    expect(errorText('boom', authFailure(AUTH.loginFailedRetry))).toBe(AUTH.unexpected);
  });
});

describe('responseMessage', () => {
  it('prefers the server message', () => {
    expect(responseMessage({ message: 'Logged in successfully' }, AUTH.loginSuccess)).toBe(
      'Logged in successfully',
    );
  });

  it.each([{}, { message: '' }, { message: '   ' }])('uses the default for %j', (response) => {
    expect(responseMessage(response, AUTH.loginSuccess)).toBe('Login successful');
  });
});
