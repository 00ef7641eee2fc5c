import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS } from '../contract';
import { imageRef, inlineImageRef, productListQuery, registerBody, requestProblem } from '.';

const problem = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : requestProblem(result.error as Parameters<typeof requestProblem>[0]);

describe('request schemas', () => {
  it('word the first problem as the backends answer it, naming the field', () => {
    const result = registerBody.safeParse({
      userName: 'Asha',
      email: 'asha@',
      password: 'Abc12345',
    });
    expect(problem(result)).toBe(`Invalid email: ${FIELD_PROBLEMS.email}`);
    expect(problem(registerBody.safeParse([]))).toBe(FIELD_PROBLEMS.expected('object', 'array'));
    expect(problem(productListQuery.safeParse({ limit: '0' }))).toBe(
      `Invalid limit: ${FIELD_PROBLEMS.atLeast(1)}`,
    );
  });

  it('read sizes and colours whose names hold a comma from the list filters', () => {
    const query = productListQuery.parse({ size: 'M,32\\, long', colour: 'Navy\\, dark,Red' });
    expect(query.size).toEqual(['M', '32, long']);
    expect(query.colour).toEqual(['Navy, dark', 'Red']);
    expect(productListQuery.parse({ category: 'men,women' }).category).toEqual(['men', 'women']);
  });

  it('take pictures from http(s) URLs and the server’s own paths', () => {
    for (const ref of ['https://cdn.example/a.png', '/uploads/a.png', '/media/banners/b.svg']) {
      expect(imageRef.safeParse(ref).success, ref).toBe(true);
    }
    expect(problem(imageRef.safeParse('tee.png'))).toBe(FIELD_PROBLEMS.httpUrl);
    expect(problem(imageRef.safeParse('data:image/png;base64,AAAA'))).toBe(FIELD_PROBLEMS.httpUrl);
    expect(problem(imageRef.safeParse(`https://x.test/${'a'.repeat(2048)}`))).toBe(
      FIELD_PROBLEMS.tooLong,
    );
  });

  it('take an inline picture only where a backend keeps uploads in its store', () => {
    const inline = `data:image/webp;base64,${'A'.repeat(300_000)}`;
    expect(inlineImageRef.safeParse(inline).success).toBe(true);
    expect(problem(inlineImageRef.safeParse(`${inline}${'A'.repeat(100_000)}`))).toBe(
      FIELD_PROBLEMS.tooLong,
    );
    expect(problem(inlineImageRef.safeParse(`https://x.test/${'a'.repeat(2048)}`))).toBe(
      FIELD_PROBLEMS.tooLong,
    );
    expect(problem(inlineImageRef.safeParse('data:text/html,<b>hi</b>'))).toBe(
      FIELD_PROBLEMS.httpUrl,
    );
  });
});
