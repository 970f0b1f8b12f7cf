/** A promise that settles after `ms` milliseconds (waits between retries and for a start's slot). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
