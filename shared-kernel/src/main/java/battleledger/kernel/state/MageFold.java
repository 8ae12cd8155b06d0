package battleledger.kernel.state;

import battleledger.kernel.event.DragonbaneIntent.SpellsPrepared;
import battleledger.kernel.event.RulingEvent.ConcentrationDisturbed;
import battleledger.kernel.event.ExplorationEvent.SpellsRecorded;
import battleledger.kernel.event.RulingEvent.GrimoireGained;
import battleledger.kernel.event.RulingEvent.GrimoireLost;
import battleledger.kernel.model.Mage;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A Dragonbane mage's magic as the battle changes it: the spells it prepared (004 › Prepared Spells; a shift of game
 * time passes), its grimoire lost or a new, empty one gained (004 › Lost Grimoire), spells recorded in it (004 ›
 * Grimoire; a shift of game time for each), its concentration broken by a failed WIL roll (004 ›
 * Duration). The changes are kept in the combatant's stat block, so every read of {@code mage} shows them.
 */
final class MageFold {

    private MageFold() {
    }

    static Battle prepared(Battle b, SpellsPrepared e) {
        return mage(b, e.actor(), m -> m.withPrepared(e.spells())).withTime(b.time().passed(e.seconds()));
    }

    static Battle grimoireLost(Battle b, GrimoireLost e) {
        return mage(b, e.actor(), m -> m.withGrimoire(false));
    }

    static Battle grimoireGained(Battle b, GrimoireGained e) {
        return mage(b, e.actor(), m -> m.withRecorded(List.of()));
    }

    /** A grimoire that records every learned spell (no {@code recorded}) stays so. */
    static Battle recorded(Battle b, SpellsRecorded e) {
        return mage(b, e.actor(), m -> {
            if (m.recorded() == null) {
                return m;
            }
            List<String> all = new ArrayList<>(m.recorded());
            all.addAll(e.spells());
            return m.withRecorded(all);
        }).withTime(b.time().passed(e.seconds()));
    }

    static Battle disturbed(Battle b, ConcentrationDisturbed e) {
        if (e.held() || b.combatant(e.actor()) == null) {
            return b;
        }
        return b.updateCombatant(e.actor(), c -> c.withCasting(k -> k.withWillpower(k.will().concentrating(null))));
    }

    static Battle lastingStarted(Battle b, battleledger.kernel.event.SpellEvent.WillpowerEffectStarted e) {
        return b.combatant(e.caster()) == null ? b : b.updateCombatant(e.caster(),
                c -> c.withCasting(k -> k.withWillpower(k.will().lasts(e.effect()))));
    }

    static Battle lastingEnded(Battle b, battleledger.kernel.event.SpellEvent.WillpowerEffectEnded e) {
        return b.combatant(e.caster()) == null ? b : b.updateCombatant(e.caster(),
                c -> c.withCasting(k -> k.withWillpower(k.will().ended(e.effect()))));
    }

    private static Battle mage(Battle b, String id, UnaryOperator<Mage> change) {
        Combatant c = b.combatant(id);
        if (c == null || c.stats().mage() == null) {
            return b;
        }
        return b.updateCombatant(id, x -> new Combatant(x.stats().withMage(change.apply(x.stats().mage())),
                x.vitals(), x.conditions(), x.stance(), x.casting()));
    }
}
