import type { modalsSvSE } from './modals-sv-SE.ts';
/** English copy of the SPEC §2 modals. */
export declare const modalsEnUS: {
    readonly [K in keyof typeof modalsSvSE]: string;
};
