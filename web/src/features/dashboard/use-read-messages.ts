import type { DashboardMessage } from '@comptoir/core';
import { useState } from 'react';
import type { Fetched } from '../../ui/use-fetched.ts';
import { markMessageRead } from './messages-api.ts';

type Messages = readonly DashboardMessage[];

/**
 * The messages tile's listing as the latest answer says — the load's, then each mark-read's (the api answers the active
 * messages left, so an eleventh moves up) — and marking one read, one at a time. A new load (language, Try again) wins.
 */
export const useReadMessages = <Listing extends Fetched<Messages>>(fetched: Listing) => {
  const [answered, setAnswered] = useState<{ after: Messages | undefined; messages: Messages } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ messageId: string; error: unknown } | null>(null);
  const listing: Listing = answered && answered.after === fetched.data ? { ...fetched, data: answered.messages } : fetched;
  /** The active messages left, or null when the api refused or could not be reached (the failure says why). */
  const markRead = async (messageId: string): Promise<Messages | null> => {
    if (pending) return null;
    setPending(messageId);
    setFailure(null);
    try {
      const left = await markMessageRead(messageId);
      setAnswered({ after: fetched.data, messages: left });
      return left;
    } catch (error) {
      setFailure({ messageId, error });
      return null;
    } finally {
      setPending(null);
    }
  };
  return { listing, pending, failure, markRead };
};
