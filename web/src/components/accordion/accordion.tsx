import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import './accordion.css';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Sections that open and close independently. Each header is a button announcing whether its
 * section is expanded; the section is a labelled region.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                id={headerId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="accordion__chevron" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
