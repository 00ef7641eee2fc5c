import { ApiError } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { serverMessageOf } from './serverMessage';

describe('serverMessageOf', () => {
  it('reads the message of an API error body', () => {
    const error = new ApiError('Out of stock', {
      status: 400,
      kind: 'http',
      body: { success: false, message: 'Out of stock' },
    });
    expect(serverMessageOf(error)).toBe('Out of stock');
  });

  it('ignores fallbacks, blank messages and other errors', () => {
    expect(serverMessageOf(new ApiError('Failed', { status: 0, kind: 'network' }))).toBeUndefined();
    expect(
      serverMessageOf(
        new ApiError('Failed', { status: 500, kind: 'http', body: { message: ' ' } }),
      ),
    ).toBeUndefined();
    expect(serverMessageOf(new Error('boom'))).toBeUndefined();
  });
});
