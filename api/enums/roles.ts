/*
 * User roles (SPEC §6), defined once in domain/access.ts (shared with the front ends).
 * Stored as a string column with a CHECK of these values (users.role, default 'user').
 */
export { USER_ROLES, DEFAULT_ROLE, isUserRole, type UserRole } from '#domain/access'
