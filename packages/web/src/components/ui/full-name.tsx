import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A name on one line, cut with an ellipsis when it does not fit (never broken mid-word), with the full name one
 * tap away: a cut name is a button (`aria-expanded`) that shows it whole, wrapping, and hides it again. A hover
 * title alone would not reach a phone. Whether it is cut is measured, again whenever its box changes size.
 */
export function FullName({ name, className = '' }: { name: string; className?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => {
      const text = element.firstElementChild;
      if (text) setCut(text.scrollWidth > text.clientWidth + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, open]);

  return (
    <span ref={box} className={`flex min-w-0 ${className}`}>
      {cut || open ? (
        <button
          type="button"
          aria-expanded={open}
          title={name}
          onClick={() => setOpen(!open)}
          className={`min-h-6 min-w-0 cursor-pointer text-left underline decoration-dotted underline-offset-4 ${
            open ? 'whitespace-normal [overflow-wrap:anywhere]' : 'truncate'
          }`}
        >
          {name}
        </button>
      ) : (
        <span className="min-w-0 truncate">{name}</span>
      )}
    </span>
  );
}
