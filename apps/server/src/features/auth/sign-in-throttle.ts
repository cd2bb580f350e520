/**
 * Sign-in throttle, per counter of login_throttle, each counting failures until it has been quiet for the
 * window: 5 from one address for one account lock that pair (an administrator elsewhere still signs in);
 * past 20 for one account from anywhere, only addresses that have not failed for it may still try (a slow
 * global back-off: each attacking address gets one guess per window); 30 from one address lock it for all.
 */
export const throttle = { windowMinutes: 15, maxPairFailures: 5, maxAccountFailures: 20, maxIpFailures: 30 } as const;
