/** The nine roles of shell.md §6 plus `anyone` (not signed in). */
export const ROLES = {
  SUPERADMIN: 'superadmin',
  ADMIN: 'admin',
  LOGISTICS_MANAGER: 'logistics_manager',
  LOGISTICS_VIEWER: 'logistics_viewer',
  PRODUCTION_MANAGER: 'production_manager',
  PRODUCTION_VIEWER: 'production_viewer',
  TRANSPORTER_MANAGER: 'transporter_manager',
  TRANSPORTER_VIEWER: 'transporter_viewer',
  ENTRANCE_SUPERVISOR: 'entrance_supervisor',
  ANYONE: 'anyone',
} as const;
export type RoleOrAnyone = (typeof ROLES)[keyof typeof ROLES];
export type Role = Exclude<RoleOrAnyone, 'anyone'>;

/** Roles a user document can hold, in the order the user list offers them. */
export const USER_ROLES: readonly Role[] = [
  ROLES.SUPERADMIN,
  ROLES.ADMIN,
  ROLES.LOGISTICS_MANAGER,
  ROLES.LOGISTICS_VIEWER,
  ROLES.PRODUCTION_MANAGER,
  ROLES.PRODUCTION_VIEWER,
  ROLES.TRANSPORTER_MANAGER,
  ROLES.TRANSPORTER_VIEWER,
  ROLES.ENTRANCE_SUPERVISOR,
];

/** Default role of a new user (business.md §5). */
export const DEFAULT_USER_ROLE: Role = ROLES.LOGISTICS_VIEWER;

/** Role groups of shell.md §6. */
export const ROLE_GROUPS = {
  adminRoles: [ROLES.SUPERADMIN, ROLES.ADMIN],
  editorRoles: [ROLES.SUPERADMIN, ROLES.ADMIN, ROLES.LOGISTICS_MANAGER],
  extendedEditorRoles: [
    ROLES.SUPERADMIN,
    ROLES.ADMIN,
    ROLES.LOGISTICS_MANAGER,
    ROLES.PRODUCTION_MANAGER,
    ROLES.TRANSPORTER_MANAGER,
  ],
  managerRoles: [ROLES.LOGISTICS_MANAGER, ROLES.PRODUCTION_MANAGER, ROLES.TRANSPORTER_MANAGER],
  viewerRoles: [ROLES.LOGISTICS_VIEWER, ROLES.PRODUCTION_VIEWER, ROLES.TRANSPORTER_VIEWER],
  logisticsRoles: [ROLES.LOGISTICS_MANAGER, ROLES.LOGISTICS_VIEWER],
  productionRoles: [ROLES.PRODUCTION_MANAGER, ROLES.PRODUCTION_VIEWER],
  transporterRoles: [ROLES.TRANSPORTER_MANAGER, ROLES.TRANSPORTER_VIEWER],
  entranceSupervisorRoles: [ROLES.ENTRANCE_SUPERVISOR],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** True when the role belongs to the group; `anyone` belongs to none. */
export function inGroup(role: RoleOrAnyone, group: RoleGroup): boolean {
  return (ROLE_GROUPS[group] as readonly string[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** The `constants` object of GET /api/config. */
export const ROLE_CONSTANTS = { ROLES, ROLE_GROUPS } as const;
