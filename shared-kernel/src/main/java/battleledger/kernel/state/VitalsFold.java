package battleledger.kernel.state;

import battleledger.kernel.event.VitalsEvent;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.HitDiceSpent;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Life;

/** Hit points, life and death, death saves, Hit Dice and rest. */
final class VitalsFold {

    private VitalsFold() {
    }

    static Battle apply(Battle b, VitalsEvent event) {
        return switch (event) {
            case DamageDealt e -> b.updateCombatant(e.target(), c -> c.withVitals(c.vitals().withHp(e.hpAfter())));
            case Healed e -> b.updateCombatant(e.target(), c -> c.withVitals(c.vitals().withHp(e.hpAfter())));
            case LifeChanged e -> ClockFold.lifeChanged(lifeChanged(b, e), e);
            case DeathSaveRolled e -> b.updateCombatant(e.combatant(), c -> c.withVitals(c.vitals()
                    .withDeathSaves(e.successes())
                    .withDeathFailures(e.failures() == null ? c.vitals().deathFailures() : e.failures())));
            case VitalsEvent.DeathRollFailedByDamage e -> b.updateCombatant(e.combatant(),
                    c -> c.withVitals(c.vitals().withDeathFailures(e.failures())));
            case HitDiceSpent e -> b.updateCombatant(e.combatant(), c -> c.withVitals(c.vitals()
                    .withHitDiceSpent(c.vitals().hitDiceSpent() + e.count())));
            // a long rest also restores spent spell slots
            case Rested e -> ClockFold.rested(b.updateCombatant(e.combatant(), c -> c.withVitals(
                    new Vitals(e.hpAfter(), Life.ALIVE, 0, 0)).withCasting(Casting::rested)), e);
        };
    }

    /** The dead take no part: no reactions offered to or against them, no reach. */
    private static Battle lifeChanged(Battle b, LifeChanged e) {
        Battle next = b.updateCombatant(e.combatant(), c -> c.withVitals(c.vitals().withLife(e.to())));
        if (e.to() != Life.DEAD) {
            return next;
        }
        return next.withOffers(next.offers().stream()
                        .filter(o -> !o.reactor().equals(e.combatant()) && !o.against().equals(e.combatant())).toList())
                .withEngaged(next.engaged().stream().filter(p -> !p.involves(e.combatant())).toList());
    }
}
