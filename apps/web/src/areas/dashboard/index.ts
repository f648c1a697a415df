import type { Area } from '../../app/area';

/** The first screen after sign-in: the selected complex's figures. */
export const dashboardArea: Area = { key: 'dashboard', texts: () => import('./texts'), path: '/dashboard' };

export const loadDashboard = () => import('./DashboardPage');
