import { ActionDialog, DialogActions } from '@/components/ui/action-dialog';
import { Button } from '@/components/ui/button';

interface NotifyHoldersDialogProps {
  /** How many ticket holders would be mailed. */
  holders: number;
  /** The organizer's answer: save, and mail the holders or not. */
  onAnswer: (notify: boolean) => void;
  /** Escape: neither, the edit stays unsaved. */
  onClose: () => void;
}

/** Issue 14: before saving a new date, time or place of an event with ticket holders, ask whether to tell them. */
export function NotifyHoldersDialog({ holders, onAnswer, onClose }: NotifyHoldersDialogProps) {
  const who = holders === 1 ? 'the 1 ticket holder' : `the ${holders} ticket holders`;
  return (
    <ActionDialog open onClose={onClose} title={`Tell ${who}?`}>
      <p className="text-sm">
        You changed the date, time or place. Each ticket holder can get a mail with the old and new details
        and an updated calendar file. Their tickets stay valid either way.
      </p>
      <DialogActions>
        <Button variant="outline" onClick={() => onAnswer(false)}>
          No, just save
        </Button>
        <Button autoFocus onClick={() => onAnswer(true)}>
          Yes, mail them
        </Button>
      </DialogActions>
    </ActionDialog>
  );
}
