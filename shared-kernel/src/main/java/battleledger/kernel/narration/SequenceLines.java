package battleledger.kernel.narration;

import battleledger.kernel.event.SequenceEvent.ActionCancelled;
import battleledger.kernel.event.SequenceEvent.ActionDeclared;
import battleledger.kernel.event.SequenceEvent.ActionFizzled;
import battleledger.kernel.event.SequenceEvent.DeclarationsClosed;
import battleledger.kernel.event.SequenceEvent.Resolving;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SequenceEvent.SequenceOpened;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Pending;
import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;
import static battleledger.kernel.narration.SpellLines.describe;
import static battleledger.kernel.narration.SpellLines.perceived;

/** Lines for sequences: opened, declared, resolved in turn, closed (002 › Sequences). */
final class SequenceLines {

    private SequenceLines() {
    }

    static Line tell(Battle b, SequenceOpened e) {
        return line("A sequence opens: " + e.trigger() + ".", Dusk.SEQUENCES);
    }

    static Line tell(Battle b, ActionDeclared e) {
        return perceived(b, e.pending().actor(), e.pending().spell(),
                line(name(b, e.pending().actor()) + " declares " + describe(b, Pending.of(e.pending())) + ".", Dusk.SEQUENCES),
                "A spell is declared; nobody sees who casts it.");
    }

    static Line tell(Battle b, DeclarationsClosed e) {
        return line("No more reactions: the actions resolve, the last declared first.",
                Dusk.REVERSE_ORDER);
    }

    static Line tell(Battle b, Resolving e) {
        Pending p = b.sequence() == null ? null : b.sequence().pending(e.pending());
        if (p == null) {
            return line("Next action.", Dusk.REVERSE_ORDER);
        }
        return perceived(b, p.actor(), p.spell(), line(name(b, p.actor()) + "'s " + (p.kind()
                == Pending.Kind.ATTACK ? "attack on " + names(b, p.targets()) : describe(b, p)) + " resolves.",
                Dusk.REVERSE_ORDER), "A spell nobody saw being cast resolves.");
    }

    static Line tell(Battle b, ActionCancelled e) {
        return line(name(b, e.actor()) + " cannot act: " + e.reason() + ".",
                Dusk.REVERSE_ORDER);
    }

    static Line tell(Battle b, ActionFizzled e) {
        return line(name(b, e.actor()) + "'s action is lost: " + e.reason() + ".",
                Dusk.NO_ABANDONING);
    }

    static Line tell(Battle b, SequenceClosed e) {
        return line("The sequence ends.", Dusk.SEQUENCES);
    }
}
