import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { type ContractCase, common, invalid, refused } from '../case';
import { LOGIN, MESSAGE, USER } from '../shapes';
import { DEMO_ADMIN, freshEmail } from '../world';

const MESSAGES = SERVER_MESSAGES.auth;
const REGISTER = 'POST /api/auth/register';
const LOGIN_CALL = 'POST /api/auth/login';
const VERIFY = 'POST /api/auth/verify-otp';
const RESEND = 'POST /api/auth/resend-otp';
const FORGOT = 'POST /api/auth/forgot-password';
const RESET = 'POST /api/auth/reset-password';
const account = () => ({
  userName: 'New Shopper',
  email: freshEmail('register'),
  password: 'Passw0rd1',
});

export const authCases: ContractCase[] = [
  {
    endpoint: REGISTER,
    name: 'signs up and mails a verification code',
    kind: 'success',
    run: (w) => w.guest().request('POST', '/api/auth/register', { json: account() }),
    expect: { status: 201, message: MESSAGES.registered, shape: MESSAGE },
  },
  {
    endpoint: REGISTER,
    name: 'refuses a weak password',
    kind: 'validation',
    run: (w) =>
      w
        .guest()
        .request('POST', '/api/auth/register', { json: { ...account(), password: 'short' } }),
    expect: invalid('password', FIELD_PROBLEMS.password),
  },
  {
    endpoint: REGISTER,
    name: 'refuses an address that is not an e-mail',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/register', { json: { ...account(), email: 'nobody' } }),
    expect: invalid('email', FIELD_PROBLEMS.email),
  },
  {
    endpoint: REGISTER,
    name: 'refuses a blank user name',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/register', { json: { ...account(), userName: '  ' } }),
    expect: invalid('userName', FIELD_PROBLEMS.required),
  },
  {
    endpoint: REGISTER,
    name: 'refuses a missing field in the words of the schema library',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/register', {
        json: { email: freshEmail(), password: 'Passw0rd1' },
      }),
    expect: invalid('userName', FIELD_PROBLEMS.expected('string', 'undefined')),
  },
  {
    endpoint: REGISTER,
    name: 'refuses an e-mail a verified account has',
    kind: 'conflict',
    run: async (w) => {
      const { email } = await w.shopper();
      return w.guest().request('POST', '/api/auth/register', { json: { ...account(), email } });
    },
    expect: refused(409, MESSAGES.userExists),
  },
  {
    endpoint: REGISTER,
    name: 'answers a body that is not JSON',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/register', {
        raw: '{"userName":',
        headers: { 'content-type': 'application/json' },
      }),
    expect: refused(400, common.invalidJson),
  },
  {
    endpoint: REGISTER,
    name: 'answers a body that is not sent as JSON',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/register', {
        raw: 'userName=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    expect: refused(415, common.jsonContentType),
  },

  {
    endpoint: LOGIN_CALL,
    name: 'signs in and answers with the public user',
    kind: 'success',
    run: (w) => w.guest().request('POST', '/api/auth/login', { json: DEMO_ADMIN }),
    expect: { status: 200, message: MESSAGES.loggedIn, shape: LOGIN },
    check: (reply) => {
      if (reply.body.user.role !== 'admin')
        throw new Error('the admin signed in without the admin role');
    },
  },
  {
    endpoint: LOGIN_CALL,
    name: 'refuses a wrong password',
    kind: 'validation',
    run: async (w) => {
      const { email } = await w.shopper();
      return w
        .guest()
        .request('POST', '/api/auth/login', { json: { email, password: 'Wrong1234' } });
    },
    expect: refused(401, MESSAGES.badCredentials),
  },
  {
    endpoint: LOGIN_CALL,
    name: 'answers an unknown e-mail exactly like a wrong password',
    kind: 'not found',
    run: (w) =>
      w.guest().request('POST', '/api/auth/login', {
        json: { email: freshEmail('ghost'), password: 'Passw0rd1' },
      }),
    expect: refused(401, MESSAGES.badCredentials),
  },
  {
    endpoint: LOGIN_CALL,
    name: 'keeps an unverified account out',
    kind: 'conflict',
    run: async (w) => {
      const { email, password } = await w.unverified();
      return w.guest().request('POST', '/api/auth/login', { json: { email, password } });
    },
    expect: refused(403, MESSAGES.unverified),
  },
  {
    endpoint: LOGIN_CALL,
    name: 'refuses an address that is not an e-mail',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/login', { json: { email: 'x', password: 'Passw0rd1' } }),
    expect: invalid('email', FIELD_PROBLEMS.email),
  },
  {
    endpoint: LOGIN_CALL,
    name: 'slows down repeated wrong passwords for one e-mail',
    kind: 'conflict',
    only: {
      backend: 'server',
      because: 'the mocks serve stories and demos; they keep no attempt counters',
    },
    run: async (w) => {
      const { email } = await w.shopper();
      const attempt = () =>
        w.guest().request('POST', '/api/auth/login', { json: { email, password: 'Wrong1234' } });
      for (let i = 0; i < 5; i += 1) await attempt();
      return attempt();
    },
    expect: refused(429, MESSAGES.tooManyLogins),
  },

  {
    endpoint: 'POST /api/auth/logout',
    name: 'signs out, after which the session is gone',
    kind: 'success',
    run: async (w) => (await w.shopper()).session.request('POST', '/api/auth/logout'),
    expect: { status: 200, message: MESSAGES.loggedOut, shape: MESSAGE },
  },
  {
    endpoint: 'POST /api/auth/logout',
    name: 'answers a guest the same',
    kind: 'guest',
    run: (w) => w.guest().request('POST', '/api/auth/logout'),
    expect: { status: 200, message: MESSAGES.loggedOut, shape: MESSAGE },
  },
  {
    endpoint: 'GET /api/auth/check-auth',
    name: 'reports the signed-in user, uncached',
    kind: 'success',
    run: async (w) => (await w.shopper()).session.request('GET', '/api/auth/check-auth'),
    expect: { status: 200, message: MESSAGES.authenticated, shape: { ...MESSAGE, user: USER } },
    check: (reply) => {
      if (!reply.headers.get('cache-control')?.includes('no-store')) {
        throw new Error('check-auth may be cached');
      }
    },
  },
  {
    endpoint: 'GET /api/auth/check-auth',
    name: 'a guest is asked to sign in',
    kind: 'guest',
    run: (w) => w.guest().request('GET', '/api/auth/check-auth'),
    expect: refused(401, common.unauthorised),
  },

  {
    endpoint: VERIFY,
    name: 'verifies the mailed code, after which the shopper can sign in',
    kind: 'success',
    run: async (w) => {
      const { email } = await w.unverified();
      const otp = await w.otpFor(email);
      return w.guest().request('POST', '/api/auth/verify-otp', { json: { email, otp } });
    },
    expect: { status: 200, message: MESSAGES.verified, shape: MESSAGE },
  },
  {
    endpoint: VERIFY,
    name: 'refuses a wrong code',
    kind: 'validation',
    run: async (w) => {
      const { email } = await w.unverified();
      const otp = (await w.otpFor(email)) === '000000' ? '111111' : '000000';
      return w.guest().request('POST', '/api/auth/verify-otp', { json: { email, otp } });
    },
    expect: refused(400, MESSAGES.otpInvalid),
  },
  {
    endpoint: VERIFY,
    name: 'refuses a code that is not 6 digits',
    kind: 'validation',
    run: (w) =>
      w
        .guest()
        .request('POST', '/api/auth/verify-otp', { json: { email: freshEmail(), otp: '12ab' } }),
    expect: invalid('otp', FIELD_PROBLEMS.otp),
  },
  {
    endpoint: VERIFY,
    name: 'refuses an account that is already verified',
    kind: 'conflict',
    run: async (w) => {
      const { email } = await w.shopper();
      return w.guest().request('POST', '/api/auth/verify-otp', { json: { email, otp: '123456' } });
    },
    expect: refused(400, MESSAGES.alreadyVerified),
  },
  {
    endpoint: VERIFY,
    name: 'answers an unknown e-mail like a spent code',
    kind: 'not found',
    run: (w) =>
      w.guest().request('POST', '/api/auth/verify-otp', {
        json: { email: freshEmail('ghost'), otp: '123456' },
      }),
    expect: refused(400, MESSAGES.otpExpired),
  },

  {
    endpoint: RESEND,
    name: 'answers the same for any e-mail, so accounts cannot be probed',
    kind: 'success',
    run: (w) =>
      w.guest().request('POST', '/api/auth/resend-otp', { json: { email: freshEmail('ghost') } }),
    expect: { status: 200, message: MESSAGES.otpResent, shape: MESSAGE },
  },
  {
    endpoint: RESEND,
    name: 'makes a new sign-up wait before another code',
    kind: 'conflict',
    only: {
      backend: 'server',
      because: 'the mocks mail no real code and keep no send times, so they never throttle',
    },
    run: async (w) => {
      const { email } = await w.unverified();
      return w.guest().request('POST', '/api/auth/resend-otp', { json: { email } });
    },
    expect: { status: 429, shape: MESSAGE },
    check: (reply) => {
      if (!/^Please wait \d+ seconds before requesting a new code\.$/.test(reply.body.message)) {
        throw new Error(`unexpected message ${reply.body.message}`);
      }
    },
  },
  {
    endpoint: RESEND,
    name: 'refuses an address that is not an e-mail',
    kind: 'validation',
    run: (w) => w.guest().request('POST', '/api/auth/resend-otp', { json: { email: '' } }),
    expect: invalid('email', FIELD_PROBLEMS.email),
  },

  {
    endpoint: FORGOT,
    name: 'mails a reset link and answers the same whether or not the account exists',
    kind: 'success',
    run: async (w) => {
      const { email } = await w.shopper();
      const known = await w
        .guest()
        .request('POST', '/api/auth/forgot-password', { json: { email } });
      const unknown = await w.guest().request('POST', '/api/auth/forgot-password', {
        json: { email: freshEmail('ghost') },
      });
      if (JSON.stringify(known.body) !== JSON.stringify(unknown.body)) {
        throw new Error('forgot-password tells known and unknown accounts apart');
      }
      await w.resetTokenFor(email);
      return known;
    },
    expect: { status: 200, message: MESSAGES.resetLinkSent, shape: MESSAGE },
  },
  {
    endpoint: FORGOT,
    name: 'refuses an address that is not an e-mail',
    kind: 'validation',
    run: (w) => w.guest().request('POST', '/api/auth/forgot-password', { json: { email: 'x@' } }),
    expect: invalid('email', FIELD_PROBLEMS.email),
  },

  {
    endpoint: RESET,
    name: 'sets the new password with the mailed token, once',
    kind: 'success',
    run: async (w) => {
      const { email } = await w.shopper();
      await w.guest().request('POST', '/api/auth/forgot-password', { json: { email } });
      const token = await w.resetTokenFor(email);
      const reply = await w.guest().request('POST', '/api/auth/reset-password', {
        json: { token, newPassword: 'Renewed123' },
      });
      const again = await w.guest().request('POST', '/api/auth/reset-password', {
        json: { token, newPassword: 'Renewed456' },
      });
      if (again.status !== 400) throw new Error('a reset token worked twice');
      await w.login(email, 'Renewed123');
      return reply;
    },
    expect: { status: 200, message: MESSAGES.resetDone, shape: MESSAGE },
  },
  {
    endpoint: RESET,
    name: 'refuses a token it never issued',
    kind: 'not found',
    run: (w) =>
      w.guest().request('POST', '/api/auth/reset-password', {
        json: { token: 'never-issued', newPassword: 'Renewed123' },
      }),
    expect: refused(400, MESSAGES.resetInvalid),
  },
  {
    endpoint: RESET,
    name: 'refuses a weak new password before looking at the token',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/auth/reset-password', {
        json: { token: 'never-issued', newPassword: 'letters' },
      }),
    expect: invalid('newPassword', FIELD_PROBLEMS.password),
  },
];
