export const APP_TYPES = ['confidential', 'public'] as const;
export type AppType = (typeof APP_TYPES)[number];
