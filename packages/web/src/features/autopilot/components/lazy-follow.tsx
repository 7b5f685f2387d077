import { type ComponentProps, Suspense, lazy } from 'react';

// The chooser and the settings card load after their page's own code: the create and update forms show first (both
// pieces sit below them), and the pages' initial JS stays what it was without them.
const FollowSectionNow = lazy(() => import('./follow-section').then(({ FollowSection }) => ({ default: FollowSection })));
const FollowCardNow = lazy(() => import('./follow-card').then(({ FollowCard }) => ({ default: FollowCard })));

/** The create form's "Follow a competition" (follow-section.tsx), loaded on first render. */
export function FollowSection(props: ComponentProps<typeof FollowSectionNow>) {
  return (
    <Suspense fallback={null}>
      <FollowSectionNow {...props} />
    </Suspense>
  );
}

/** The group settings' "Follow a competition" card (follow-card.tsx), loaded on first render. */
export function FollowCard(props: ComponentProps<typeof FollowCardNow>) {
  return (
    <Suspense fallback={null}>
      <FollowCardNow {...props} />
    </Suspense>
  );
}
