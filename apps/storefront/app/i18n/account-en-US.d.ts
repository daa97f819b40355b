import type { accountSvSE } from './account-sv-SE.ts';
/** English copy of the customer account pages (SPEC §8 wording where the SPEC has one). */
export declare const accountEnUS: {
    readonly [K in keyof typeof accountSvSE]: string;
};
