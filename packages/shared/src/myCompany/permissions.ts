// The permission catalogue (My company › workers): every write of the product names one of these, and a
// worker's roles are ready-made bundles of them. The server checks them; the web hides what the caller may not do.

/**
 * Where a permission is held: `cluster` ones per complex (a worker's complexes tab can narrow them there),
 * `company` ones for the whole management company (from the worker's roles only).
 */
export type PermissionScope = 'cluster' | 'company';

type PermissionEntry = { name: string; label: string; scope: PermissionScope };
type PermissionGroup = { key: string; label: string; permissions: readonly PermissionEntry[] };

const cluster = <N extends string>(name: N, label: string) => ({ name, label, scope: 'cluster' as const });
const company = <N extends string>(name: N, label: string) => ({ name, label, scope: 'company' as const });

/** The catalogue, grouped by the menu's areas (the workers screen shows it so). */
export const PERMISSION_GROUPS = [
  {
    key: 'definitions',
    label: 'Tanımlar',
    permissions: [
      cluster('edit-cluster', 'Site, blok ve site ayarlarını düzenleme'),
      cluster('edit-definitions', 'Banka, kasa ve diğer tanımları düzenleme'),
      cluster('edit-expense-type', 'Gider türlerini düzenleme'),
      cluster('edit-cluster-provider', 'Tedarikçileri düzenleme'),
    ],
  },
  {
    key: 'residents',
    label: 'Sakinler ve konutlar',
    permissions: [cluster('edit-resident', 'Sakinleri düzenleme'), cluster('edit-house', 'Konutları düzenleme')],
  },
  {
    key: 'assessments',
    label: 'Tahakkuklar',
    permissions: [cluster('edit-assessment', 'Tahakkuk ekleme, düzenleme ve silme')],
  },
  {
    key: 'collections',
    label: 'Tahsilatlar ve banka',
    permissions: [
      cluster('edit-collection', 'Tahsilat ve diğer gelirleri düzenleme'),
      cluster('match-bank-activity', 'Banka hareketlerini yükleme ve eşleştirme'),
    ],
  },
  {
    key: 'expenses',
    label: 'Giderler ve ödemeler',
    permissions: [cluster('edit-expense', 'Fatura, gider ve ödemeleri düzenleme')],
  },
  {
    key: 'enforcements',
    label: 'İcra',
    permissions: [cluster('edit-enforcement', 'İcra dosyalarını düzenleme')],
  },
  {
    key: 'communication',
    label: 'İletişim',
    permissions: [
      cluster('send-notification', 'Bildirim ve SMS gönderme'),
      cluster('handle-request', 'Arıza, öneri ve şikayetleri yanıtlama'),
    ],
  },
  {
    key: 'reports',
    label: 'Raporlar ve bütçe',
    permissions: [cluster('edit-budget', 'Bütçe düzenleme')],
  },
  {
    key: 'company',
    label: 'Şirket ayarları',
    permissions: [company('edit-company', 'Şirket bilgilerini ve listelerini düzenleme')],
  },
  {
    key: 'workers',
    label: 'Çalışanlar',
    permissions: [company('edit-worker', 'Çalışanları ve yetkilerini düzenleme')],
  },
] as const satisfies readonly PermissionGroup[];

export type PermissionName = (typeof PERMISSION_GROUPS)[number]['permissions'][number]['name'];

const ENTRIES: readonly PermissionEntry[] = PERMISSION_GROUPS.flatMap((g): readonly PermissionEntry[] => g.permissions);

export const ALL_PERMISSION_NAMES = ENTRIES.map((p) => p.name) as PermissionName[];
/** The permissions held per complex, in catalogue order. */
export const CLUSTER_PERMISSION_NAMES = ENTRIES.filter((p) => p.scope === 'cluster').map(
  (p) => p.name,
) as PermissionName[];

export function isPermissionName(value: string): value is PermissionName {
  return ENTRIES.some((p) => p.name === value);
}

export function permissionScope(name: PermissionName): PermissionScope {
  return ENTRIES.find((p) => p.name === name)?.scope ?? 'cluster';
}

const except = (...names: PermissionName[]) => ALL_PERMISSION_NAMES.filter((n) => !names.includes(n));

/**
 * The roles a worker can hold and what each bundles. A super administrator may do everything and a resident
 * nothing in the back office; neither is a bundle.
 */
export const ROLE_PERMISSIONS: Record<string, readonly PermissionName[]> = {
  'company-admin': ALL_PERMISSION_NAMES,
  manager: except('edit-company', 'edit-worker'),
  accountant: [
    'edit-expense-type',
    'edit-cluster-provider',
    'edit-assessment',
    'edit-collection',
    'match-bank-activity',
    'edit-expense',
    'edit-budget',
  ],
  technical: ['handle-request'],
  'read-only': [],
};

/** The role names a company's worker may be given (the workers form's role picker). */
export const WORKER_ROLE_NAMES = Object.keys(ROLE_PERMISSIONS);

/** Everything the given roles bundle, in catalogue order. */
export function permissionsOfRoles(roles: readonly string[]): PermissionName[] {
  const held = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
  return ALL_PERMISSION_NAMES.filter((name) => held.has(name));
}

/**
 * What a route needs besides a signed-in user: a catalogue permission, `self` (anyone signed in acts on their
 * own account: password, sign-out, printing what they can see) or `superadmin`.
 */
export type RoutePermission = PermissionName | 'self' | 'superadmin';

/** Spec §6 "tech worker authorization": what technical staff may do with requests. */
export const TECH_AUTHORIZATIONS = [
  { id: 1, name: 'Sadece görüntüleme' },
  { id: 2, name: 'Onaylayabilir ve yorum yapabilir' },
  { id: 3, name: 'Tüm işlemler' },
] as const;

export const permissionMessages = {
  forbidden: 'Bunu yapmaya yetkili değilsiniz.',
  temporaryPassword: 'Devam etmek için önce yeni şifrenizi belirleyin.',
} as const;
