/** Injected so tests can move time forward to check expiry. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
