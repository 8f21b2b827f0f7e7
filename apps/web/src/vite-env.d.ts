/// <reference types="vite/client" />

/** ISO time of the build, shown by the debug page's environment check. */
declare const __BUILD_TIME__: string;
