import type { MouseEvent } from 'react';
import { TableCell } from '../ui/table';

const nameClass = 'font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * The first cell of a row about a person: the name (a link when the row has a page of its own, else a
 * button; either opens the row from the keyboard) and the 사번. The row's own click opens it too.
 */
export function PersonCell({ name, employeeNo, href, onOpen }: { name: string; employeeNo: string; href?: string; onOpen: () => void }) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onOpen();
  };
  return (
    <TableCell>
      {href ? (
        <a href={href} onClick={open} className={nameClass}>
          {name}
        </a>
      ) : (
        <button type="button" onClick={open} className={nameClass}>
          {name}
        </button>
      )}{' '}
      <span className="text-gray-500 tabular-nums">({employeeNo})</span>
    </TableCell>
  );
}
