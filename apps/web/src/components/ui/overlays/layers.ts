import { deferredPrimitive } from './deferred-primitive';

/**
 * The Radix primitives of the layers, loaded on first use (deferred-primitive.tsx): each is its own
 * chunk, fetched when a trigger is pointed at and loaded when it is used.
 */
export const SelectPrimitive = deferredPrimitive(() => import('../radix/select').then((m) => m.Select), 'select');
export const MenuPrimitive = deferredPrimitive(() => import('../radix/dropdown-menu').then((m) => m.DropdownMenu), 'menu');
export const PopoverPrimitive = deferredPrimitive(() => import('../radix/popover').then((m) => m.Popover), 'popover');
export const DialogPrimitive = deferredPrimitive(() => import('../radix/dialog').then((m) => m.Dialog), 'dialog');
export const AlertDialogPrimitive = deferredPrimitive(() => import('../radix/alert-dialog').then((m) => m.AlertDialog), 'dialog');
