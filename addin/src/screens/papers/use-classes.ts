/** The customer's classes a creation form offers for what is typed: not archived, the name containing the text. */
import { offeredClasses } from '@ibid/engine/paper';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { classApi, type ClassRecord } from '../../api/papers';
import { queryKeys } from '../../state/query-keys';

export function useClasses(typed: string): ClassRecord[] {
  // Without its classes the form still works: the course is typed, so a failure offers none.
  const { data: classes } = useQuery({ queryKey: queryKeys.classes, queryFn: () => classApi.list().then((answer) => answer.classes) });
  return useMemo(() => offeredClasses(classes ?? [], typed), [classes, typed]);
}
