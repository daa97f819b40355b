import type { reviewsSvSE } from './reviews-sv-SE.ts';
/** English copy of the product reviews. */
export declare const reviewsEnUS: {
    readonly [K in keyof typeof reviewsSvSE]: string;
};
