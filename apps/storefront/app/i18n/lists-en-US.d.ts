import type { listsSvSE } from './lists-sv-SE.ts';
/** English copy of the wishlist and compare list (spread into en-US.ts). */
export declare const listsEnUS: {
    readonly [K in keyof typeof listsSvSE]: string;
};
