import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The checkout's query parameter naming its second step (spec §4 'Checkout': Delivery Details, then Review & Confirm). */
export const STEP_PARAMETER = 'step';
export const REVIEW_STEP = 'review';

/**
 * Marks the history entry this page pushed for Review & Confirm, so Edit delivery details may step back over it. The
 * marker names the address it was pushed at: the language switch carries the page's state to the same page in the other
 * language, whose entry before is the first language's Review & Confirm, not Delivery Details, so it is not stepped back to.
 */
const pushedAt = (pathname: string) => ({ checkoutStep: REVIEW_STEP, pathname });
const pushedHere = (state: unknown, pathname: string): boolean => {
  const marker = state as { checkoutStep?: unknown; pathname?: unknown } | null;
  return marker?.checkoutStep === REVIEW_STEP && marker.pathname === pathname;
};

/**
 * Review & Confirm is a history entry of its own, as buyers expect of a checkout's steps: the browser's Back from it
 * returns to Delivery Details (it left checkout for the cart), Edit delivery details steps back over the entry, and
 * an address saying Review & Confirm that the flow is not on (a reload, Forward after Back) goes back to Delivery
 * Details, whose Continue checks the order again (a reload keeps no card).
 */
export const useReviewStepHistory = (onReview: boolean, backToDeliveryDetails: () => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  const urlOnReview = new URLSearchParams(location.search).get(STEP_PARAMETER) === REVIEW_STEP;
  // Starting as 'not on review' makes an address already on review at the start count as a change, and be set back.
  const before = useRef({ onReview: false, urlOnReview: false });
  const back = useRef(backToDeliveryDetails);
  back.current = backToDeliveryDetails;

  useEffect(() => {
    const previous = before.current;
    before.current = { onReview, urlOnReview };
    const withStep = (step: string | null) => {
      const search = new URLSearchParams(location.search);
      if (step) search.set(STEP_PARAMETER, step);
      else search.delete(STEP_PARAMETER);
      const text = search.toString();
      return { pathname: location.pathname, search: text ? `?${text}` : '', hash: location.hash };
    };
    // Off an entry this page pushed (its state survives a reload), step back over it; off any other, drop the step.
    const leaveReviewEntry = () => (pushedHere(location.state, location.pathname) ? navigate(-1) : navigate(withStep(null), { replace: true }));
    if (onReview && !previous.onReview && !urlOnReview) navigate(withStep(REVIEW_STEP), { state: pushedAt(location.pathname) });
    else if (!onReview && previous.onReview && urlOnReview) leaveReviewEntry();
    else if (!urlOnReview && previous.urlOnReview && onReview) back.current();
    else if (urlOnReview && !previous.urlOnReview && !onReview) leaveReviewEntry();
  }, [onReview, urlOnReview, location, navigate]);
};
