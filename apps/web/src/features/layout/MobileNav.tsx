import { NavLink } from 'react-router';
import { cn } from '../../ui/cn';
import { Sheet } from '../../ui/Dialog';
import { ThemeToggle } from '../theme/ThemeToggle';
import type { NavItem } from './nav-items';

export type MobileNavProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  linkClasses: (state: { isActive: boolean }) => string;
};

export function MobileNav({ open, onOpenChange, items, linkClasses }: MobileNavProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            onClick={() => onOpenChange(false)}
            className={({ isActive }) => cn(linkClasses({ isActive }), 'px-4 py-3 text-base')}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4 flex items-center justify-between border-t border-border pt-4">
        <span className="text-sm text-muted-foreground">Theme</span>
        <ThemeToggle />
      </div>
    </Sheet>
  );
}
