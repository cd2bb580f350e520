import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '../../lib/api/form-errors';
import { showError } from '../../lib/toast';
import { taskForceQueryOptions, treeQueryOptions } from './api';
import { unitById } from './tree-layout';

/**
 * What /organization?unit={id} (the search result of a unit or a task force) opens: a unit of the
 * chart, or a task force (its detail in TF 관리). `key` is the navigation's: searching the same unit
 * again, on this page, opens it again.
 */
export type UnitLink = { kind: 'unit' | 'task_force'; id: string; key: string };

export const unitNotFoundTitle = '조직을 찾을 수 없습니다';

/**
 * The chart's tree (the query the chart reads anyway) holds every unit and every task force under
 * one; a task force without a parent unit is only in the TF list, so an id the tree lacks is asked
 * of the task forces. Neither: a toast, and the page opens as usual.
 */
export function useUnitLink(): UnitLink | null {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const id = params.get('unit');
  const tree = useQuery({ ...treeQueryOptions(), enabled: id !== null });
  const unit = id && tree.data ? unitById(tree.data.data, id) : undefined;
  const askTaskForces = id !== null && tree.isSuccess && !unit;
  const taskForce = useQuery({ ...taskForceQueryOptions(id ?? ''), enabled: askTaskForces, meta: { errorToast: false } });

  const kind = !id ? null : unit ? (unit.unitType === 'TASK_FORCE' ? 'task_force' : 'unit') : askTaskForces && taskForce.isSuccess ? 'task_force' : null;
  const failed = askTaskForces && taskForce.isError ? taskForce.error : null;
  useEffect(() => {
    if (!failed) return;
    if (isNotFound(failed)) showError(unitNotFoundTitle, '삭제되었거나 볼 수 없는 조직입니다. 조직도를 엽니다.');
    else showError('조직을 불러오지 못했습니다', errorMessage(failed));
    // Once per navigation, not on every render that still holds the error.
  }, [failed, key]);
  return useMemo(() => (id && kind ? { kind, id, key } : null), [id, kind, key]);
}
