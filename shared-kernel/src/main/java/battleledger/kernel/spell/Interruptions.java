package battleledger.kernel.spell;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.ConcentrationChecked;
import battleledger.kernel.event.SpellEvent.PendingDisrupted;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Why a pending spell's concentration was broken, so that the line of its wasted action cites the rule that broke it:
 * hurt while it waited ({@code hurtDisrupts}: 001 › Spell Disruption › Environmental Disruptions), or the check when
 * it was begun (Spellcasting in Melee, or the intoxicated caster's: the rule its roll cites).
 */
final class Interruptions {

    /** What a broken concentration cites and says. */
    record Why(String rule, String reason) {
    }

    private Interruptions() {
    }

    static Why of(Facts f, Pending p) {
        List<Entry> entries = f.state().history().entries();
        for (int i = entries.size() - 1; i >= 0; i--) {
            for (EncounterEvent e : entries.get(i).events()) {
                if (e instanceof PendingDisrupted d && d.pending().equals(p.id())) {
                    return new Why(Playtest.ENVIRONMENTAL_DISRUPTIONS.citation(), "hurt while the spell waited, the "
                            + "caster failed its concentration check: the action is wasted, the spell is not");
                }
            }
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            boolean begun = false;
            for (EncounterEvent e : entries.get(i).events()) {
                begun |= e instanceof SpellBegun b && b.pending().id().equals(p.id());
                if (begun && e instanceof ConcentrationChecked c && c.caster().equals(p.actor()) && !c.success()) {
                    return new Why(c.roll().rule(), "the concentration check (" + c.reason() + ") failed: the action "
                            + "is wasted, the spell is not");
                }
            }
        }
        return new Why(null, "the concentration check failed: the action is wasted, the spell is not");
    }
}
