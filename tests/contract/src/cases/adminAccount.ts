import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused } from '../case';
import { MESSAGE } from '../shapes';
import { DEMO_ADMIN } from '../world';

const ENDPOINT = 'PUT /api/admin/account/password';
const PATH = '/api/admin/account/password';
const M = SERVER_MESSAGES.adminAccount;

/** Extension: the signed-in admin changes their own password in the back office. */
export const adminAccountCases: ContractCase[] = [
  {
    endpoint: ENDPOINT,
    name: 'sets a new password that signs in, in place of the old one',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const reply = await admin.request('PUT', PATH, {
        json: { currentPassword: DEMO_ADMIN.password, newPassword: 'Changed123' },
      });
      const signIn = (password: string) =>
        w.guest().request('POST', '/api/auth/login', {
          json: { email: DEMO_ADMIN.email, password },
        });
      const [withOld, withNew] = [await signIn(DEMO_ADMIN.password), await signIn('Changed123')];
      // Back as it was, for the cases after this one.
      await admin.request('PUT', PATH, {
        json: { currentPassword: 'Changed123', newPassword: DEMO_ADMIN.password },
      });
      if (withOld.status !== 401 || withNew.status !== 200) {
        throw new Error(`old password ${withOld.status}, new password ${withNew.status}`);
      }
      return reply;
    },
    expect: { status: 200, message: M.passwordChanged, shape: MESSAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'refuses a wrong current password',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', PATH, {
        json: { currentPassword: 'NotMine123', newPassword: 'Changed123' },
      }),
    expect: refused(400, M.currentPasswordWrong),
  },
  {
    endpoint: ENDPOINT,
    name: "holds the new password to the shop's rule",
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', PATH, {
        json: { currentPassword: DEMO_ADMIN.password, newPassword: 'lettersonly' },
      }),
    expect: invalid('newPassword', FIELD_PROBLEMS.password),
  },
  ...accessCases(ENDPOINT, 'admin', () => ({
    method: 'PUT',
    path: PATH,
    options: { json: { currentPassword: 'Shopper123', newPassword: 'Changed123' } },
  })),
];
