package battleledger.kernel.narration;

import battleledger.kernel.event.SpellEvent.AreaResolved;
import battleledger.kernel.event.SpellEvent.EffectActivated;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.SpellEvent.EffectMoved;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.event.SpellEvent.Teleported;
import battleledger.kernel.event.SpellEvent.TriggeredEffectFired;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;

/**
 * Lines for what a spell leaves in the battle once cast: its effect taking hold, waiting for a sequence to end,
 * moving with its centre, triggering and ending, and an area's cells and who is caught in them. The stages of the
 * casting itself are {@link SpellLines}'.
 */
final class EffectLines {

    private EffectLines() {
    }

    static Line tell(Battle b, EffectStarted e) {
        return line(SpellLines.spell(e.effect().spell()) + (e.effect().deferred()
                ? " waits for the sequence to end before it takes hold" : " takes effect")
                + (e.effect().targets().isEmpty() ? "" : " on " + names(b, e.effect().targets())) + ".",
                e.effect().deferred() ? Dusk.EMANATIONS_WAIT : Playtest.DURATION);
    }

    static Line tell(Battle b, AreaResolved e) {
        return line("The " + e.area() + " covers " + e.cells().size() + " cells"
                + (e.shielded().isEmpty() ? "" : " (" + e.shielded().size() + " shielded by walls)") + ": "
                + (e.creatures().isEmpty() ? "nobody is caught in it" : names(b, e.creatures()) + " "
                + (e.creatures().size() == 1 ? "is" : "are") + " in it") + ".", SpellLines.areaRule(e.method()));
    }

    static Line tell(Battle b, EffectMoved e) {
        return line(SpellLines.spell(SpellLines.effectSpell(b, e.effect())) + " moves with "
                + name(b, b.effect(e.effect()) == null ? null : b.effect(e.effect()).centre()) + ".",
                Dusk.EMANATIONS_WAIT);
    }

    static Line tell(Battle b, EffectActivated e) {
        return line(SpellLines.spell(SpellLines.effectSpell(b, e.effect())) + " takes hold now that the "
                + "sequence is over.", Dusk.EMANATIONS_WAIT);
    }

    static Line tell(Battle b, EffectEnded e) {
        return line(SpellLines.spell(SpellLines.effectSpell(b, e.effect())) + " ends: " + e.reason() + ".",
                Playtest.DURATION);
    }

    static Line tell(Battle b, TriggeredEffectFired e) {
        return line(SpellLines.spell(SpellLines.effectSpell(b, e.effect())) + " triggers: " + e.reason()
                + ".", Dusk.SPELLS_KEEP_TRIGGERING);
    }

    static Line tell(Battle b, Teleported e) {
        return line(name(b, e.combatant()) + " is teleported far away.", Playtest.MAGIC);
    }
}
