package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CoupDeGrace;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.UseItem;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Life;
import battleledger.kernel.state.Battle;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Damage and Dying. */
class DyingTest {

    /** The orc (Str 18: +4, sword 2d6, +2) acts first and stands next to ann (AC 10, 8 hp, Con 12, level 2). */
    static Scene orcBesideAnn(Creature ann) {
        return Scene.of(Creature.named("orc").side("orcs").str(18).sword("2d6").hp(30), ann,
                        Creature.named("bob").sword("1d6").str(14))
                .then(new Move("orc", 5, List.of(), List.of("ann", "bob"), false));
    }

    static Creature ann() {
        return Creature.named("ann").con(12).level(2).hp(8).sword("1d4");
    }

    static Attack orcHits(String target) {
        return new Attack("orc", target, "sword", null, false, null);
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dying (0 Hit Points or Fewer): at 0 hit points or fewer a character is "
            + "dying, unconscious and prone")
    void aCharacterDroppedTo0IsDyingUnconsciousAndProne() {
        orcBesideAnn(ann()).when(orcHits("ann"), 15, 3, 4).then(events -> {
            DamageDealt d = first(events, DamageDealt.class);
            assertThat(d.hpAfter()).isEqualTo(-3); // 8 − (3 + 4 + 4)
            LifeChanged l = first(events, LifeChanged.class);
            assertThat(l.to()).isEqualTo(Life.DYING);
            assertThat(l.rule()).isEqualTo("001 › Damage and Dying › Dying (0 Hit Points or Fewer)");
        }).thenState(s -> {
            var ann = s.battle().combatant("ann");
            assertThat(ann.has(Condition.UNCONSCIOUS)).isTrue();
            assertThat(ann.has(Condition.PRONE)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dying (0 Hit Points or Fewer) › Monsters and Dying: a monster that drops to 0 hit points typically just dies")
    void aMonsterAt0DiesButAVillainIsDying() {
        orcBesideAnn(ann().monster()).when(orcHits("ann"), 15, 3, 4)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DEAD));
        orcBesideAnn(ann().villain()).when(orcHits("ann"), 15, 3, 4)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DYING));
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dead: death at −(Constitution score + level) hit points")
    void aCharacterDiesAtMinusConstitutionPlusLevel() {
        // ann: 8 hp, Con 12, level 2: dead at −14. A critical sword hit: 12 + 4 = 16 → −8, dying.
        orcBesideAnn(ann()).when(orcHits("ann"), 20)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DYING));
        orcBesideAnn(ann().hp(2)).when(orcHits("ann"), 20).then(events -> {
            assertThat(first(events, DamageDealt.class).hpAfter()).isEqualTo(-14);
            assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DEAD);
        });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dying (0 Hit Points or Fewer) › Death Saving Throws: at the start of each of its turns, DC 10 Constitution; three successes, "
            + "not necessarily in a row, stabilize")
    void threeSuccessfulDeathSavesStabilize() {
        // ann drops to −3 (round 1); her turns: success (14), failure (3: 1d6 → 2), success (10), success (19)
        Scene s = orcBesideAnn(ann()).then(orcHits("ann"), 15, 3, 4).then(new EndTurn("orc"), 14);
        assertThat(s.state().battle().combatant("ann").vitals().deathSaves()).isEqualTo(1);
        s = s.then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndTurn("orc"), 3, 2);
        assertThat(s.state().battle().combatant("ann").hp()).isEqualTo(-5);
        assertThat(s.state().battle().combatant("ann").vitals().deathSaves()).isEqualTo(1);
        s = s.then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndTurn("orc"), 10)
                .then(new EndTurn("ann")).then(new EndTurn("bob"));
        s.when(new EndTurn("orc"), 19).then(events -> {
            DeathSaveRolled save = first(events, DeathSaveRolled.class);
            assertThat(save.success()).isTrue();
            assertThat(save.successes()).isEqualTo(3);
            assertThat(save.roll().modifiers()).extracting(m -> m.source()).containsExactly("con");
            assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.STABLE);
        }).thenState(st -> {
            assertThat(st.battle().combatant("ann").hp()).isEqualTo(-5);
            assertThat(st.battle().combatant("ann").has(Condition.UNCONSCIOUS)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dying (0 Hit Points or Fewer) › Death Saving Throws: a failure deals 1d6 damage that cannot be reduced in any way")
    void aFailedDeathSaveDealsUnreducibleDamage() {
        orcBesideAnn(ann().resists("slashing")).then(orcHits("ann"), 15, 6, 6)
                .then(new battleledger.kernel.command.RulingCommand.ApplyCondition("ann", Condition.INTOXICATED,
                        null))
                .when(new EndTurn("orc"), 2, 6).then(events -> {
                    DamageDealt d = first(events, DamageDealt.class);
                    assertThat(d.source()).isEqualTo("failed death save");
                    assertThat(d.amount()).isEqualTo(6);
                    assertThat(d.adjustments()).isEmpty();
                    assertThat(d.reduction()).isNull();
                });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Nonlethal Damage: a nonlethal melee attack leaves the target at 0 hit points, unconscious")
    void aNonlethalBlowKnocksOutAtZeroAndFurtherDamageStartsDying() {
        Scene s = orcBesideAnn(ann());
        s.when(new Attack("orc", "ann", "sword", null, true, null), 15, 6, 6).then(events -> {
            assertThat(first(events, DamageDealt.class).hpAfter()).isZero();
            assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.KNOCKED_OUT);
        });
        s.then(new Attack("orc", "ann", "sword", null, true, null), 15, 6, 6).then(new EndTurn("orc"))
                .then(new EndTurn("ann")).then(new Move("bob", 5, List.of(), List.of("ann"), false))
                .when(new Attack("bob", "ann", "sword", null, false, null), 2, 14, 1)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DYING));
    }

    @Test
    @DisplayName("001 › Damage and Dying › Nonlethal Damage: \"If the unconscious creature takes any damage, it begins"
            + " dying\": Ann, knocked out, is immune to Bob's slashing sword; his blow deals none and she stays knocked"
            + " out")
    void aBlowThatDealsNothingLeavesTheKnockedOutCreatureAsItWas() {
        Scene s = Scene.of(Creature.named("orc").side("orcs").dagger().hp(30),
                        Creature.named("ann").con(12).level(2).hp(2).immuneTo("slashing"),
                        Creature.named("bob").sword("1d6").str(14))
                .then(new Move("orc", 5, List.of(), List.of("ann", "bob"), false))
                .then(new Attack("orc", "ann", "dagger", null, true, null), 15, 4)
                .then(new EndTurn("orc")).then(new EndTurn("ann"))
                .then(new Move("bob", 5, List.of(), List.of("ann"), false));
        assertThat(s.state().battle().combatant("ann").vitals().life()).isEqualTo(Life.KNOCKED_OUT);
        s.when(new Attack("bob", "ann", "sword", null, false, null), 2, 14, 1).then(events -> {
            assertThat(first(events, DamageDealt.class).amount()).isZero();
            assertThat(events).noneMatch(e -> e instanceof LifeChanged);
        }).thenState(state -> assertThat(state.battle().combatant("ann").vitals().life()).isEqualTo(Life.KNOCKED_OUT));
    }

    @Test
    @DisplayName("001 › Damage and Dying › Healing: below 0 the effect first brings hit points to 0; never above the maximum")
    void healingFromBelowZeroStartsAtZeroAndWakesTheDying() {
        // the potion is drunk with the Use an Item action (Playtest.USE_AN_ITEM)
        // −5 + 4 = 4, as with Jozan's cure light wounds in the text
        Scene s = orcBesideAnn(ann()).then(orcHits("ann"), 15, 5, 4).then(new EndTurn("orc"), 11)
                .then(new EndTurn("ann"));
        assertThat(s.state().battle().combatant("ann").hp()).isEqualTo(-5);
        s.when(new UseItem("bob", "potion", "ann", "1d4"), 4).then(events -> {
            Healed h = first(events, Healed.class);
            assertThat(h.hpBefore()).isEqualTo(-5);
            assertThat(h.hpAfter()).isEqualTo(4);
            assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.ALIVE);
        }).thenState(st -> {
            assertThat(st.battle().combatant("ann").has(Condition.UNCONSCIOUS)).isFalse();
            assertThat(st.battle().combatant("ann").has(Condition.PRONE)).isTrue(); // she must still stand up
        });
        Scene.of(Creature.named("bob"), ann().hp(8)).when(new UseItem("bob", "potion", "ann", "2d4+20"), 4, 4)
                .then(events -> assertThat(first(events, Healed.class).hpAfter()).isEqualTo(8));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Coup de Grace: on a hit an unconscious creature drops to 0, or dies if "
            + "already there")
    void aCoupDeGraceDropsTo0OrKills() {
        Scene dying = orcBesideAnn(ann()).then(orcHits("ann"), 15, 3, 4).then(new EndTurn("orc"), 14)
                .then(new EndTurn("ann"));
        dying.when(new CoupDeGrace("bob", "ann", "sword")).thenRejectedWith("not-within-5-feet");
        Scene.of(Creature.named("orc").side("orcs").str(18).sword("2d6"), ann().hp(8)).then(
                        new battleledger.kernel.command.RulingCommand.ApplyCondition("ann", Condition.UNCONSCIOUS,
                                null))
                .then(new Move("orc", 5, List.of(), List.of("ann"), false))
                .when(new CoupDeGrace("orc", "ann", "sword"), 3, 12).then(events -> {
                    DamageDealt d = first(events, DamageDealt.class);
                    assertThat(d.hpAfter()).isZero();
                    assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DYING);
                });
        Scene.of(Creature.named("orc").side("orcs").str(18).sword("2d6"), ann(), Creature.named("bob"))
                .then(new Move("orc", 5, List.of(), List.of("ann"), false)).then(orcHits("ann"), 15, 3, 4)
                .then(new EndTurn("orc"), 14).then(new EndTurn("ann")).then(new EndTurn("bob"))
                .when(new CoupDeGrace("orc", "ann", "sword"), 5, 12)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DEAD));
    }

    @Test
    @DisplayName("001 › Combat › The Round: the dead take no more turns")
    void theDeadAreSkippedInTurnOrder() {
        orcBesideAnn(ann().monster()).then(orcHits("ann"), 15, 3, 4)
                .when(new EndTurn("orc")).thenState(s -> assertThat(s.battle().turn()).isEqualTo("bob"));
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting: Hit Dice spent in a short rest heal die + Con; a long rest restores everything")
    void restsRestoreHitPoints() {
        // the short rest (Playtest.SHORT_REST) and the long rest (Playtest.LONG_REST)
        Scene hurt = orcBesideAnn(ann().hp(20)).then(orcHits("ann"), 15, 3, 4).then(new EndCombat());
        assertThat(hurt.state().battle().phase()).isEqualTo(Battle.Phase.SETUP);
        hurt.when(new ShortRest(Map.of("ann", 2), true), 5, 7).then(events -> {
            List<Healed> heals = battleledger.kernel.support.Events.all(events, Healed.class);
            assertThat(heals).extracting(Healed::amount).containsExactly(6, 8); // d8 + 1 con each
        }).thenState(s -> assertThat(s.battle().combatant("ann").vitals().hitDiceSpent()).isEqualTo(2));
        hurt.when(new ShortRest(Map.of("ann", 3), true)).thenRejectedWith("no-hit-dice");
        hurt.when(new ShortRest(Map.of("ann", 1), false)).thenRejectedWith("needs-healers-kit");
        hurt.then(new ShortRest(Map.of("ann", 1), true), 1).when(new LongRest(List.of("ann")))
                .thenState(s -> {
                    assertThat(s.battle().combatant("ann").hp()).isEqualTo(20);
                    assertThat(s.battle().combatant("ann").vitals().hitDiceSpent()).isZero();
                });
        orcBesideAnn(ann()).when(new ShortRest(Map.of(), false)).thenRejectedWith("in-combat");
    }
}
