package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DropItem;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.PickUpItem;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.RemoveCondition;
import battleledger.kernel.event.IntentEvent.AttackDeclared;
import battleledger.kernel.event.IntentEvent.ItemDropped;
import battleledger.kernel.event.StanceEvent.ItemLetFall;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Situation;
import battleledger.kernel.state.Field;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Combat › Actions in Combat › Use an Item: "Many of the most common interactions with items—drawing or
 * sheathing a sword, moving through a door that opens easily, picking up a scroll, withdrawing a potion from your
 * backpack, and the like—do not require an action. You are generally assumed to be able to incorporate such uses into
 * your turn, while you move and take your action." 001 › Conditions › Paralyzed and Unconscious: the creature "drops
 * whatever it's holding". 001 › Magic › Spell Components: "if you ... don't have a hand free, you cannot cast a spell."
 */
class HeldItemsTest {

    static Attack swing(String actor, String target) {
        return new Attack(actor, target, "sword", null, false, Situation.OPEN);
    }

    /** Wren, a wizard with a sword and a shield in her hands and none free, at (0,0); the orc beside her at (1,0). */
    static Scene onSquares() {
        return Scene.of(Creature.named("wren").wizard(5, "shocking-grasp").sword("1d6").holding(0, "sword", "shield")
                                .at(0, 0),
                        Creature.named("orc").side("orcs").monster().sword("1d8").at(1, 0))
                .options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES, EncounterOptions.AreaMethod.DMG, false));
    }

    @Test
    @DisplayName("Dropping a held item takes no action: it lies where she stands, and a hand is free")
    void droppingTakesNoAction() {
        onSquares().when(new DropItem("wren", "shield")).then(events ->
                assertThat(first(events, ItemDropped.class).item()).isEqualTo("shield")).thenState(s -> {
            var wren = s.battle().combatant("wren");
            assertThat(wren.stats().gear().held()).containsExactly("sword");
            assertThat(wren.stats().gear().handsFree()).isEqualTo(1);
            assertThat(s.battle().field().lying()).containsExactly(new Field.Lying("shield", new Position(0, 0), "wren"));
            assertThat(s.battle().economy().actionUsed()).isFalse();
        });
    }

    @Test
    @DisplayName("With sword and shield in hand she cannot cast a somatic spell; with the shield dropped she can")
    void aFreeHandForTheSpell() {
        CastSpell grasp = CastSpell.at("wren", "shocking-grasp", List.of("orc"));
        onSquares().when(grasp).thenRejectedWith("no-hand-free");
        onSquares().then(new DropItem("wren", "shield")).when(grasp, 15, 4)
                .then(events -> assertThat(events).isNotEmpty());
    }

    @Test
    @DisplayName("A dropped sword makes no attack until it is picked up, which needs a free hand within 5 feet")
    void aDroppedSwordIsPickedUpFirst() {
        Scene dropped = onSquares().then(new DropItem("wren", "sword"));
        dropped.when(swing("wren", "orc")).thenRejectedWith("weapon-dropped");
        dropped.then(new PickUpItem("wren", "sword")).when(swing("wren", "orc"), 15, 3)
                .then(events -> assertThat(first(events, AttackDeclared.class).attack()).isEqualTo("sword"));
        // the shield still in hand and the sword on the ground: her one free hand picks it up
        onSquares().then(new DropItem("wren", "sword")).when(new PickUpItem("wren", "shield"))
                .thenRejectedWith("no-such-item");
        Scene walkedOff = dropped.then(Move.along("wren", List.of(new Position(0, 1), new Position(0, 2))))
                .then(new PassReaction("orc"));
        walkedOff.when(new PickUpItem("wren", "sword")).thenRejectedWith("item-out-of-reach");
    }

    @Test
    @DisplayName("Only what is held can be dropped, only on her own turn, and only by her player or the GM")
    void whatWhenAndWho() {
        onSquares().when(new DropItem("wren", "wand")).thenRejectedWith("not-holding");
        onSquares().when(new DropItem("orc", "sword")).thenRejectedWith("not-your-turn");
        onSquares().when("orc", new DropItem("wren", "shield")).thenRejectedWith("not-your-combatant");
        // the orc's club on the ground, and both her hands full
        Scene.of(Creature.named("orc").side("orcs").monster().holding(1, "club"),
                        Creature.named("wren").holding(0, "sword", "shield"))
                .then(new DropItem("orc", "club")).then(new EndTurn("orc"))
                .when(new PickUpItem("wren", "club")).thenRejectedWith("no-hand-free");
    }

    @Test
    @DisplayName("001 › Conditions › Paralyzed: she drops whatever she holds, and on waking her sword lies on the ground")
    void paralyzedSheDropsWhatSheHolds() {
        Scene paralyzed = onSquares().then(new ApplyCondition("wren", Condition.PARALYZED, null));
        assertThat(paralyzed.state().battle().combatant("wren").stats().gear().held()).isEmpty();
        assertThat(paralyzed.state().battle().field().lying()).extracting(Field.Lying::item)
                .containsExactly("sword", "shield");
        onSquares().when(new ApplyCondition("wren", Condition.PARALYZED, null))
                .then(events -> assertThat(first(events, ItemLetFall.class).reason()).contains("paralyzed"));
        paralyzed.then(new RemoveCondition("wren", Condition.PARALYZED)).when(swing("wren", "orc"))
                .thenRejectedWith("weapon-dropped");
    }

    @Test
    @DisplayName("A creature whose only melee weapon lies on the ground is offered no opportunity attack")
    void noOpportunityAttackWithADroppedSword() {
        Scene swordless = onSquares().then(new DropItem("wren", "sword")).then(new EndTurn("wren"));
        swordless.when("orc", Move.along("orc", List.of(new Position(2, 0), new Position(3, 0))))
                .then(events -> assertThat(events).noneMatch(e -> e instanceof ReactionOffered));
        onSquares().then(new EndTurn("wren"))
                .when("orc", Move.along("orc", List.of(new Position(2, 0), new Position(3, 0))))
                .then(events -> assertThat(first(events, ReactionOffered.class).reactor()).isEqualTo("wren"));
    }

    @Test
    @DisplayName("Without a grid the item lies at her feet and she picks it up again")
    void withoutAGrid() {
        Scene plain = Scene.of(Creature.named("ann").sword("1d8").holding(1, "sword"),
                Creature.named("orc").side("orcs").monster());
        plain.then(new DropItem("ann", "sword")).when(new PickUpItem("ann", "sword")).thenState(s -> {
            assertThat(s.battle().combatant("ann").stats().gear().held()).containsExactly("sword");
            assertThat(s.battle().field().lying()).isEmpty();
        });
    }
}
