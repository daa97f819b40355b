import type { offlineSvSE } from './offline-sv-SE.ts';
/** Offline catalogue and order queue texts (SPEC §8, exact English), spread into en-US.ts. */
export declare const offlineEnUS: {
    readonly [K in keyof typeof offlineSvSE]: string;
};
