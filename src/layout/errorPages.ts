/** React-admin's error and not-found pages, loaded only when one is shown (see Admin.tsx). */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
