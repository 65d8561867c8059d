import { CommandPalette } from '../commands/CommandPalette.tsx';
import { WhyDialog } from '../rules/WhyDialog.tsx';
import '../ui/terminal.css';
import { HelpOverlay } from './HelpOverlay.tsx';
import { KeyboardHost } from './KeyboardHost.tsx';

/** The keyboard terminal of the shell: key bindings, the command palette and the help overlay. */
export function TerminalLayer() {
  return (
    <>
      <KeyboardHost />
      <CommandPalette />
      <HelpOverlay />
      <WhyDialog />
    </>
  );
}
