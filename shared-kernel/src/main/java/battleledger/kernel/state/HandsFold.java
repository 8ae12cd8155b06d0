package battleledger.kernel.state;

import battleledger.kernel.model.Position;

/**
 * Items leaving and coming into a creature's hands (001 › Combat › Actions in Combat › Use an Item; 001 › Conditions):
 * a dropped item lies where its holder stood (its anchor cell; nowhere on a battle without a grid), and a picked-up
 * one is taken from the ground.
 */
final class HandsFold {

    private HandsFold() {
    }

    static Battle dropped(Battle b, String id, String item) {
        Combatant c = b.combatant(id);
        Position at = b.field().gridded() ? c.stats().position() : null;
        return b.updateCombatant(id, x -> x.withStats(x.stats().withGear(x.stats().gear().without(item))))
                .withField(b.field().dropped(new Field.Lying(item, at, id)));
    }

    static Battle pickedUp(Battle b, String id, Field.Lying taken) {
        return b.updateCombatant(id, x -> x.withStats(x.stats().withGear(x.stats().gear().with(taken.item()))))
                .withField(b.field().pickedUp(taken));
    }
}
