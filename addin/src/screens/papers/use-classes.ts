/** The customer's classes a creation form offers for what is typed: not archived, the name containing the text. */
import { offeredClasses } from '@ibid/engine/paper';
import { useEffect, useMemo, useState } from 'react';
import { classApi, type ClassRecord } from '../../api/papers';

export function useClasses(typed: string): ClassRecord[] {
  const [classes, setClasses] = useState<ClassRecord[]>([]);
  useEffect(() => {
    let current = true;
    // Without its classes the form still works: the course is typed.
    classApi
      .list()
      .then((answer) => current && setClasses(answer.classes))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return useMemo(() => offeredClasses(classes, typed), [classes, typed]);
}
