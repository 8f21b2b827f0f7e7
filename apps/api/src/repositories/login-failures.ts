/** Sign-in throttling lives in domains/users/login-throttle.ts; this path stays for older imports. */
export * from '../domains/users/login-throttle.js';
