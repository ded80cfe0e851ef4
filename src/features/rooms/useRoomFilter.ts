import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { paginationReset } from './paginationSlice';
import { emptyFilter, filterFromParams, filterToParams, type RoomFilterValue } from './roomFilter';

/**
 * The applied room filter, owned by the address (?type=a,b&amenity=c): read from it, and written
 * to it by `apply` and `clear` (other parameters, such as a stay, are kept). Whatever changes it
 * (Apply, Clear, Back/Forward, a shared link) starts the list again at its first page.
 */
export function useRoomFilter() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type') ?? '';
  const amenityParam = params.get('amenity') ?? '';
  const applied = useMemo(
    () => filterFromParams(new URLSearchParams({ type: typeParam, amenity: amenityParam })),
    [typeParam, amenityParam],
  );
  useLayoutEffect(() => {
    dispatch(paginationReset());
  }, [dispatch, typeParam, amenityParam]);
  const apply = useCallback(
    (filter: RoomFilterValue) => setParams((current) => filterToParams(filter, current), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => apply(emptyFilter()), [apply]);
  return { applied, apply, clear };
}
