// @ts-nocheck
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClasses } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled native select (staff screens' filters and forms). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
