import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../core/errors';

/** What every read hook returns: SWR's response with the entity as `data` and `ApiError` as `error`. */
export type ApiSWRResponse<Data> = SWRResponse<Data, ApiError>;

/** Per-hook SWR options (e.g. `keepPreviousData`, `refreshInterval`, `fallbackData`). */
export type ApiSWRConfig<Data> = SWRConfiguration<Data, ApiError>;

/** Ids are optional so a hook can be called before they are known; no id, no request. */
export type MaybeId = string | null | undefined;
