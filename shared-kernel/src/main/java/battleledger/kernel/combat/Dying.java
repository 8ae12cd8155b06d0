package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
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

    static Outcome damaged(Facts f, Combatant dying) {
        Ruleset.Failures failed = f.ruleset().failuresFromDamage(dying);
        if (failed == null) {
            return Outcome.none();
        }
        Outcome out = Outcome.of(new DeathRollFailedByDamage(f.step(), dying.id(), failed.failures(),
                failed.rule().citation()));
        return failed.failures() < 3 ? out : out.and(new LifeChanged(f.step(), dying.id(), Life.DYING, Life.DEAD,
                "three failed death rolls", failed.rule().citation()));
    }
}
