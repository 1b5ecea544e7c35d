import type { AppInstance } from '../../app-types';

/** Orders: list, detail, CSV, buyer corrections and resends (being built in its own branch; merged before this lands). */
export function registerOrderReadRoutes(_app: AppInstance) {}
