import { type SettingKey, type SettingRecord, type SettingValue, settingOrDefault } from '@modern-jobs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nullIfMissingQueryFn } from './client.ts';

export const settingQuery = (key: SettingKey) =>
  queryOptions<SettingRecord | null>({
    queryKey: ['/api/settings', key],
    queryFn: nullIfMissingQueryFn<SettingRecord>(),
  });

/**
 * A site setting's value, falling back to the spec's defaults when it is missing or not valid JSON
 * of the right shape (spec §8). `exists` tells whether the operator has stored one at all, and
 * `version` which stored value it is (sent back when saving over it). The
 * value keeps its identity until the stored text changes, so forms and effects can depend on it.
 */
export function useSetting<K extends SettingKey>(
  key: K,
): {
  value: SettingValue<K>;
  exists: boolean;
  isLoading: boolean;
  version: string | undefined;
  /** why the stored value could not be read; the defaults in `value` are then not what is stored */
  error: Error | null;
  refetch: () => unknown;
} {
  const query = useQuery(settingQuery(key));
  const raw = query.data?.value;
  const value = useMemo(
    () => settingOrDefault(key, raw, (invalid) => console.warn(`Invalid ${key} setting; using defaults`, invalid)),
    [key, raw],
  );
  return {
    value,
    exists: Boolean(query.data),
    isLoading: query.isPending,
    version: query.data?.updatedAt,
    error: query.error,
    refetch: query.refetch,
  };
}
