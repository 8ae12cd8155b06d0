package battleledger.kernel.state;

import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.VitalsEvent.DeathRollFailedByDamage;
import battleledger.kernel.support.Dispatch;

import java.util.ArrayList;
import java.util.List;

/**
 * Defences against a blow that struck home and the action they take (Dragonbane core rules › Parrying, Dodging),
 * and damage taken while dying counted as a failed death roll (Dragonbane core rules › Death Rolls).
 */
final class DefenceFold {

    private DefenceFold() {
    }

    static void register(Dispatch<Battle, EncounterEvent> fold) {
        fold.on(DefenceOffered.class, (b, e) -> {
                    List<Offer> more = new ArrayList<>(b.offers());
                    more.add(new Offer(e.reactor(), e.against(), Harm.REACTION, null,
                            new Harm(e.harm(), e.with(), e.dragon(), e.parry(), e.pending())));
                    return b.withOffers(more);
                })
                // the defence is the reactor's reaction, and with it its action of the round
                .on(DefenceRolled.class, (b, e) -> answered(b, e.actor())
                        .updateCombatant(e.actor(), c -> c.withReactionAvailable(false)))
                .on(ActionForgone.class, (b, e) -> BattleFold.actionUsed(b, e.actor()))
                .on(DeathRollFailedByDamage.class, (b, e) -> b.updateCombatant(e.combatant(),
                        c -> c.withVitals(c.vitals().withDeathFailures(e.failures()))));
    }

    private static Battle answered(Battle b, String reactor) {
        List<Offer> left = new ArrayList<>(b.offers());
        for (int i = 0; i < left.size(); i++) {
            if (left.get(i).reactor().equals(reactor)) {
                left.remove(i);
                break;
            }
        }
        return b.withOffers(left);
    }
}
