/// <reference types="vite/client" />

/** Set at build time; busts caches of static pages such as the API reference. */
declare const __BUILD_ID__: string;
