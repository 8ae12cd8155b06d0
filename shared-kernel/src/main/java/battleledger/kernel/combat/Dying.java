package battleledger.kernel.combat;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.VitalsEvent.DeathRollFailedByDamage;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Life;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Combatant;

/**
 * Damage taken while dying, for a ruleset that gives it a meaning: "Damage taken at 0 HP counts as a failed death
 * roll", and the third failure kills (Dragonbane core rules › Death Rolls; {@link Ruleset#failuresFromDamage}).
 */
final class Dying {

    private Dying() {
    }

    static void damaged(Decision d, Combatant dying) {
        Ruleset.Failures failed = d.ruleset().failuresFromDamage(dying);
        if (failed == null) {
            return;
        }
        d.emit(new DeathRollFailedByDamage(d.step(), dying.id(), failed.failures(), failed.rule().citation()));
        if (failed.failures() >= 3) {
            d.emit(new LifeChanged(d.step(), dying.id(), Life.DYING, Life.DEAD, "three failed death rolls",
                    failed.rule().citation()));
        }
    }
}
