package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.HitDiceSpent;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Life;
import battleledger.kernel.support.Dispatch;

/** Hit points, life and death, death saves, Hit Dice and rest. */
final class VitalsFold {

    private VitalsFold() {
    }

    static void register(Dispatch<Battle, EncounterEvent> fold) {
        fold.on(DamageDealt.class, (b, e) -> b.updateCombatant(e.target(), c -> c.withVitals(c.vitals()
                        .withHp(e.hpAfter()))))
                .on(Healed.class, (b, e) -> b.updateCombatant(e.target(), c -> c.withVitals(c.vitals()
                        .withHp(e.hpAfter()))))
                .on(LifeChanged.class, VitalsFold::lifeChanged)
                .on(DeathSaveRolled.class, (b, e) -> b.updateCombatant(e.combatant(), c -> c.withVitals(c.vitals()
                        .withDeathSaves(e.successes())
                        .withDeathFailures(e.failures() == null ? c.vitals().deathFailures() : e.failures()))))
                .on(HitDiceSpent.class, (b, e) -> b.updateCombatant(e.combatant(), c -> c.withVitals(c.vitals()
                        .withHitDiceSpent(c.vitals().hitDiceSpent() + e.count()))))
                // a long rest also restores spent spell slots
                .on(Rested.class, (b, e) -> b.updateCombatant(e.combatant(), c -> c.withVitals(
                        new Vitals(e.hpAfter(), Life.ALIVE, 0, 0)).withCasting(Casting::rested)));
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
