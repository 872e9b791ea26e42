/**
 * The react-admin version (react-admin, ra-core and ra-ui-materialui, pinned together in package.json) that the
 * mirrors in this folder were checked against. tests/ui/ra-internals.test.tsx fails when the installed one differs:
 * see docs/architecture.md, "Upgrading react-admin".
 */
export const VERIFIED_REACT_ADMIN = '5.15.4';
